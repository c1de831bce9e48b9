import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { Compare } from './Compare';

export default defineWidget(NoProps, Compare);

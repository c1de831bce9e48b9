import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { Compare } from './Compare';

export default defineWidget(NoProps, Compare);

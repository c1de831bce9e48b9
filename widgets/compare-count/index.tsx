import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { CompareCount } from './CompareCount';

export default defineWidget(NoProps, CompareCount);

import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { CompareCount } from './CompareCount';

export default defineWidget(NoProps, CompareCount);

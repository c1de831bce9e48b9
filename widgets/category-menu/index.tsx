import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { CategoryMenu } from './CategoryMenu';

export default defineWidget(NoProps, CategoryMenu);

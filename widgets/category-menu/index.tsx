import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { CategoryMenu } from './CategoryMenu';

export default defineWidget(NoProps, CategoryMenu);

import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { CategorySidebar } from './CategorySidebar';

export default defineWidget(Props, CategorySidebar);

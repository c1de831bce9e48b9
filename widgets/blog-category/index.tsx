import { defineWidget } from '../../shared/ui/island/define-widget';
import { Props } from './props';
import { BlogCategory } from './BlogCategory';

export default defineWidget(Props, BlogCategory);

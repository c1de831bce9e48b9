import { defineWidget } from '../../shared/island/define-widget';
import { Props } from './props';
import { BlogCategory } from './BlogCategory';

export default defineWidget(Props, BlogCategory);

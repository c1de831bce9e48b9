import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { BlogList } from './BlogList';

export default defineWidget(NoProps, BlogList);

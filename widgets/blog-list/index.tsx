import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { BlogList } from './BlogList';

export default defineWidget(NoProps, BlogList);

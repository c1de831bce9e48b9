import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { Topbar } from './Topbar';

export default defineWidget(NoProps, Topbar);

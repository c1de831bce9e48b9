import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { Topbar } from './Topbar';

export default defineWidget(NoProps, Topbar);

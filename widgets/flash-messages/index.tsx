import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { FlashMessages } from './FlashMessages';

export default defineWidget(NoProps, FlashMessages);

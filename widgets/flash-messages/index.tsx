import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { FlashMessages } from './FlashMessages';

export default defineWidget(NoProps, FlashMessages);

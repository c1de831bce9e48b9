import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { RegisterForm } from './RegisterForm';

export default defineWidget(NoProps, RegisterForm);

import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { RegisterForm } from './RegisterForm';

export default defineWidget(NoProps, RegisterForm);

import { defineWidget, NoProps } from '../../shared/island/define-widget';
import { ProfileForm } from './ProfileForm';

export default defineWidget(NoProps, ProfileForm);

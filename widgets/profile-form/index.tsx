import { defineWidget, NoProps } from '../../shared/ui/island/define-widget';
import { ProfileForm } from './ProfileForm';

export default defineWidget(NoProps, ProfileForm);

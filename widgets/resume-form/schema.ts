import * as v from 'valibot';
import { email, optionalText, required, requiredPhone } from '../../shared/ui/forms/rules';
import { CvRule } from './cv';
import { t } from './messages';

/** SPEC §3 Resume fields with SPEC §5's warnings, word for word. */
export const ResumeSchema = v.object({
  name: required('name', () => t('nameRequired')),
  email: email(
    () => t('emailField'),
    () => t('emailRequired'),
  ),
  phone: requiredPhone(
    () => t('phoneField'),
    () => t('phoneRequired'),
  ),
  experience: required('experience', () => t('experienceRequired')),
  dob: required('dob', () => t('dateOfBirthRequired')),
  expected_salary: required('expected_salary', () => t('expectedSalaryRequired')),
  address: required('address', () => t('addressRequired')),
  message: optionalText(),
  file: CvRule,
});

export type ResumeInput = v.InferInput<typeof ResumeSchema>;
export type ResumeValues = v.InferOutput<typeof ResumeSchema>;

export const EMPTY_RESUME: ResumeInput = {
  name: '',
  email: '',
  phone: '',
  experience: '',
  dob: '',
  expected_salary: '',
  address: '',
  message: '',
  file: undefined,
};

export const RESUME_FIELDS = ['name', 'email', 'phone', 'experience', 'dob', 'expected_salary', 'address', 'message', 'file'] as const;

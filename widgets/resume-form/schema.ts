import * as v from 'valibot';
import { email, optionalText, required, requiredPhone } from '../../shared/forms/rules';
import { CvRule } from './cv';

/** SPEC §3 Resume fields with SPEC §5's warnings, word for word. */
export const ResumeSchema = v.object({
  name: required('name', 'Please Enter Your Name.'),
  email: email('email', 'Your Email.'),
  phone: requiredPhone('phone', 'Your Phone no.'),
  experience: required('experience', 'Your Experience'),
  dob: required('dob', 'Your Date Of Birth'),
  expected_salary: required('expected_salary', 'Your Expected Salary'),
  address: required('address', 'Your Address'),
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

import * as v from 'valibot';
import { t } from './messages';

/** SPEC §5/§9: the CV is required, at most 1.5 MB, an image, a PDF or a DOCX. */
export const MAX_CV_BYTES = 1572864;
/** SPEC's English warnings (the shopper reads them through t(), in the page's language). */
export const CV_REQUIRED = t.en.cvRequired;
export const CV_TOO_LARGE = t.en.cvTooLarge;
export const CV_WRONG_TYPE = t.en.cvWrongType;

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Each accepted extension with the one media type it must also carry: a renamed file fails either check. */
const TYPES: Record<string, readonly string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  docx: [DOCX],
};

/** For the file picker; the real check is acceptedCv(). */
export const CV_ACCEPT = [...Object.keys(TYPES).map((ext) => `.${ext}`), ...new Set(Object.values(TYPES).flat())].join(',');

export function acceptedCv(file: Pick<File, 'name' | 'type'>): boolean {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  // Browsers on machines without Office report no type for .docx; the extension then decides
  // (the server checks the content again). A wrong type that is reported still fails.
  if (ext === 'docx' && type === '') return true;
  return TYPES[ext]?.includes(type) ?? false;
}

/** The chosen file from what a file input gives (FileList), a File, or a list of them. */
function firstFile(value: unknown): File | null {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  if (value && typeof value === 'object' && 'length' in value) {
    const first = (value as ArrayLike<unknown>)[0];
    return typeof File !== 'undefined' && first instanceof File ? first : null;
  }
  return null;
}

/** The CV field's rule; it yields the File itself, ready for the multipart body. */
export const CvRule = v.pipe(
  v.unknown(),
  v.transform(firstFile),
  v.check(
    (file) => file !== null && file.size > 0,
    () => t('cvRequired'),
  ),
  v.check(
    (file) => file === null || file.size <= MAX_CV_BYTES,
    () => t('cvTooLarge'),
  ),
  v.check(
    (file) => file === null || file.size === 0 || file.size > MAX_CV_BYTES || acceptedCv(file),
    () => t('cvWrongType'),
  ),
);

import { useReducer, useRef } from 'react';
import * as v from 'valibot';

// The product's forms: uncontrolled fields registered by name, their values checked by a valibot
// schema on change, blur and submit, the first invalid field focused. The part of react-hook-form's
// interface the forms use, and no more: the library was the largest script of every form page.

export type FieldValues = Record<string, unknown>;
export type Path<T extends FieldValues> = Extract<keyof T, string>;
export interface FieldError {
  type: string;
  message?: string;
}
type FieldErrors<T extends FieldValues> = Partial<Record<Path<T>, FieldError>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
interface ChangeLike {
  target: EventTarget | null;
}

export interface RegisterOptions {
  /** Runs after the form took the field's new value. */
  onChange?: (event: ChangeLike) => void;
}

export interface UseFormRegisterReturn<N extends string = string> {
  name: N;
  ref: (element: FieldElement | null) => void;
  onChange: (event: ChangeLike) => void;
  onBlur: (event?: unknown) => void;
}

export interface FormState<T extends FieldValues> {
  errors: FieldErrors<T>;
  isSubmitting: boolean;
}

export type UseFormRegister<T extends FieldValues> = (name: Path<T>, options?: RegisterOptions) => UseFormRegisterReturn<Path<T>>;

/** A field the component keeps in its own state (a select whose options arrive after its value). */
export interface Control<T extends FieldValues> {
  read(name: Path<T>): unknown;
  change(name: Path<T>, value: unknown): void;
  blur(name: Path<T>): void;
  element(name: Path<T>): (element: FieldElement | null) => void;
}

export interface Form<TIn extends FieldValues, TOut> {
  register: UseFormRegister<TIn>;
  handleSubmit(onValid: (values: TOut) => unknown): (event?: { preventDefault?(): void }) => Promise<void>;
  formState: FormState<TIn>;
  setError(name: Path<TIn>, error: FieldError, options?: { shouldFocus?: boolean }): void;
  setValue<N extends Path<TIn>>(name: N, value: TIn[N]): void;
  watch<N extends Path<TIn>>(name: N): TIn[N];
  reset(values?: Partial<TIn>): void;
  control: Control<TIn>;
}

/** The value a field's elements hold: a radio group's checked value (null: none), a box's check, a file list. */
function valueOf(elements: FieldElement[]): unknown {
  const first = elements[0];
  if (!(first instanceof HTMLInputElement)) return first?.value;
  if (first.type === 'radio') return elements.find((el) => (el as HTMLInputElement).checked)?.value ?? null;
  if (first.type === 'checkbox') return first.checked;
  if (first.type === 'file') return first.files;
  return first.value;
}

function show(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === 'file') {
    if (value == null || value === '') element.value = '';
  } else if (element instanceof HTMLInputElement && element.type === 'radio') element.checked = value != null && String(value) === element.value;
  else if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === true;
  else element.value = value == null ? '' : String(value);
}

/** Each field's first message, by its dot path (a check forwarded to a field lands on that field). */
function errorsOf(issues: readonly v.BaseIssue<unknown>[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue);
    if (path && !errors[path]) errors[path] = { type: issue.type, message: issue.message };
  }
  return errors;
}

class FormStore<S extends v.GenericSchema<FieldValues, FieldValues>> {
  values: FieldValues;
  errors: Record<string, FieldError> = {};
  submitting = false;
  /** Each field's elements (a radio group has several). */
  readonly fields = new Map<string, FieldElement[]>();
  readonly options = new Map<string, RegisterOptions | undefined>();
  readonly registrations = new Map<string, UseFormRegisterReturn>();
  readonly refs = new Map<string, (element: FieldElement | null) => void>();
  redraw: () => void = () => undefined;

  constructor(
    readonly schema: S,
    readonly defaults: FieldValues,
  ) {
    this.values = { ...defaults };
  }

  elements(name: string): FieldElement[] {
    const list = (this.fields.get(name) ?? []).filter((el) => el.isConnected);
    this.fields.set(name, list);
    return list;
  }

  /** The field's ref: an element joins it showing the form's value (or gives its own when the form has none). */
  attach(name: string): (element: FieldElement | null) => void {
    let ref = this.refs.get(name);
    if (!ref) {
      ref = (element) => {
        if (!element) return;
        const list = this.elements(name);
        if (list.includes(element)) return;
        list.push(element);
        if (this.values[name] !== undefined) show(element, this.values[name]);
        else this.values[name] = valueOf(list);
      };
      this.refs.set(name, ref);
    }
    return ref;
  }

  /** Checks the field against the whole form's values (mode "all": on change and on blur). */
  check(name: string): void {
    const result = v.safeParse(this.schema, this.values);
    const found = result.success ? undefined : errorsOf(result.issues)[name];
    if (found) this.errors = { ...this.errors, [name]: found };
    else if (this.errors[name]) {
      const { [name]: _gone, ...rest } = this.errors;
      this.errors = rest;
    }
  }

  change(name: string, value: unknown): void {
    this.values[name] = value;
    this.blur(name);
  }

  blur(name: string): void {
    this.check(name);
    this.redraw();
  }

  /** A value set by the component: shown in the field, not checked (as a shopper's change is). */
  setValue(name: string, value: unknown): void {
    this.values[name] = value;
    for (const element of this.elements(name)) show(element, value);
    this.redraw();
  }

  setError(name: string, error: FieldError, focus = false): void {
    this.errors = { ...this.errors, [name]: error };
    if (focus) this.elements(name)[0]?.focus();
    this.redraw();
  }

  register(name: string, options?: RegisterOptions): UseFormRegisterReturn {
    this.options.set(name, options);
    let registration = this.registrations.get(name);
    if (!registration) {
      registration = {
        name,
        ref: this.attach(name),
        onChange: (event) => {
          const elements = this.elements(name);
          this.change(name, elements.length > 0 ? valueOf(elements) : (event.target as FieldElement | null)?.value);
          this.options.get(name)?.onChange?.(event);
        },
        onBlur: () => this.blur(name),
      };
      this.registrations.set(name, registration);
    }
    return registration;
  }

  async submit(onValid: (values: v.InferOutput<S>) => unknown): Promise<void> {
    const result = v.safeParse(this.schema, this.values);
    if (!result.success) {
      this.errors = errorsOf(result.issues);
      // The invalid field that stands first in the form, whatever order the fields registered in.
      const invalid = Object.keys(this.errors).flatMap((name) => this.elements(name).slice(0, 1));
      invalid.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]?.focus();
      this.redraw();
      return;
    }
    this.errors = {};
    this.submitting = true;
    this.redraw();
    try {
      await onValid(result.output);
    } finally {
      this.submitting = false;
      this.redraw();
    }
  }

  reset(values?: FieldValues): void {
    this.values = { ...this.defaults, ...values };
    this.errors = {};
    for (const name of this.fields.keys()) for (const element of this.elements(name)) show(element, this.values[name]);
    this.redraw();
  }
}

/** A form over `schema`: its fields start at `defaults`; a valid submit hands over the schema's output. */
export function useForm<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
  defaults: v.InferInput<S>,
): Form<v.InferInput<S>, v.InferOutput<S>> {
  type In = v.InferInput<S>;
  const store = useRef<FormStore<S>>(undefined);
  store.current ??= new FormStore(schema, defaults);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const form = store.current;
  form.redraw = redraw;
  return {
    register: (name, options) => form.register(name, options) as UseFormRegisterReturn<Path<In>>,
    handleSubmit: (onValid) => async (event) => {
      event?.preventDefault?.();
      await form.submit(onValid);
    },
    formState: { errors: form.errors as FieldErrors<In>, isSubmitting: form.submitting },
    setError: (name, error, options) => form.setError(name, error, options?.shouldFocus),
    setValue: (name, value) => form.setValue(name, value),
    watch: (name) => form.values[name] as In[typeof name],
    reset: (values) => form.reset(values),
    control: {
      read: (name) => form.values[name],
      change: (name, value) => form.change(name, value),
      blur: (name) => form.blur(name),
      element: (name) => form.attach(name),
    },
  };
}

/** A field the component renders controlled: its value from the form, its changes into it. */
export function useController<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  return {
    field: {
      name,
      value: control.read(name),
      ref: control.element(name),
      onChange: (value: unknown) => control.change(name, value),
      onBlur: () => control.blur(name),
    },
  };
}

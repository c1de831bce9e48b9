import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { useController, useForm } from './form';

const Schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.nonEmpty('Name, please.')),
    email: v.pipe(v.string(), v.email('Not an email.')),
    stars: v.pipe(v.union([v.string(), v.number(), v.null()]), v.transform(Number), v.minValue(1, 'Pick a rating.')),
    agree: v.boolean(),
    city: v.pipe(v.string(), v.nonEmpty('Pick a city.')),
  }),
);
const DEFAULTS = { name: 'Rahim', email: '', stars: 0, agree: false, city: '' };

function Demo({ onValid }: { onValid(values: v.InferOutput<typeof Schema>): Promise<void> | void }) {
  const form = useForm(Schema, DEFAULTS);
  const { register, formState, handleSubmit, watch, reset, setError } = form;
  const { field: city } = useController({ control: form.control, name: 'city' });
  const error = (name: keyof typeof DEFAULTS) => formState.errors[name]?.message;
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <label>
        Name <input {...register('name')} />
      </label>
      <p>{error('name')}</p>
      <label>
        Email <input type="email" {...register('email')} />
      </label>
      <p>{error('email')}</p>
      {[1, 2, 3].map((n) => (
        <label key={n}>
          {n} stars <input type="radio" value={n} {...register('stars')} />
        </label>
      ))}
      <p>{error('stars')}</p>
      <p>chosen {String(watch('stars'))}</p>
      <label>
        Agree <input type="checkbox" {...register('agree')} />
      </label>
      <label>
        City
        <select name={city.name} ref={city.ref} value={String(city.value)} onChange={(e) => city.onChange(e.target.value)} onBlur={city.onBlur}>
          <option value="">—</option>
          <option value="dhaka">Dhaka</option>
        </select>
      </label>
      <p>{error('city')}</p>
      <button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving' : 'Save'}
      </button>
      <button type="button" onClick={() => reset()}>
        Reset
      </button>
      <button type="button" onClick={() => setError('city', { type: 'server', message: 'The server says no.' }, { shouldFocus: true })}>
        Server error
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('starts the fields at their defaults; a submit with errors shows each and focuses the first invalid field', async () => {
    const sent: unknown[] = [];
    render(<Demo onValid={(values) => void sent.push(values)} />);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rahim');
    expect(screen.getByLabelText<HTMLInputElement>('1 stars').checked).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([]);
    expect(screen.getByText('Not an email.')).toBeTruthy();
    expect(screen.getByText('Pick a rating.')).toBeTruthy();
    expect(screen.getByText('Pick a city.')).toBeTruthy();
    expect(screen.queryByText('Name, please.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('checks a field as it changes and when it loses the focus, and clears its error once valid', async () => {
    render(<Demo onValid={() => undefined} />);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    expect(screen.getByText('Name, please.')).toBeTruthy();
    await userEvent.type(name, 'K');
    expect(screen.queryByText('Name, please.')).toBeNull();
    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.tab();
    expect(screen.getByText('Not an email.')).toBeTruthy();
    // Only the fields touched: the rating has not been checked yet.
    expect(screen.queryByText('Pick a rating.')).toBeNull();
  });

  it('hands the schema output to a valid submit, busy until it settles; radios, boxes and controlled fields count', async () => {
    let finish!: () => void;
    const sent: unknown[] = [];
    render(
      <Demo
        onValid={(values) => {
          sent.push(values);
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'rahim@example.com');
    await userEvent.click(screen.getByLabelText('2 stars'));
    expect(screen.getByText('chosen 2')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Agree'));
    await userEvent.selectOptions(screen.getByLabelText('City'), 'dhaka');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ name: 'Rahim', email: 'rahim@example.com', stars: 2, agree: true, city: 'dhaka' }]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Saving' }).disabled).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false));
  });

  it("puts a server's error on its field and focuses it; reset brings back the defaults and drops the errors", async () => {
    render(<Demo onValid={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Server error' }));
    expect(screen.getByText('The server says no.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('Name'), 'a');
    await userEvent.click(screen.getByLabelText('3 stars'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Rahim');
    expect(screen.getByLabelText<HTMLInputElement>('3 stars').checked).toBe(false);
    expect(screen.getByText('chosen 0')).toBeTruthy();
    expect(screen.queryByText('The server says no.')).toBeNull();
  });
});

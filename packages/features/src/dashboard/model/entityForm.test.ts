import { describe, expect, it } from 'vitest';
import { closedForm, entityFormReducer, type EntityFormAction, type EntityFormState } from './entityForm.ts';

type Values = { title: string; premium: boolean };
const empty: Values = { title: '', premium: false };
const run = (actions: EntityFormAction<Values>[], start: EntityFormState<Values> = closedForm(empty)) =>
  actions.reduce((state, action) => entityFormReducer(state, action, empty), start);

describe('entityFormReducer', () => {
  it('opens add mode with blank fields', () => {
    const state = run([{ type: 'openAdd' }]);
    expect(state).toMatchObject({ mode: 'add', values: empty, editingId: null });
  });

  it('pre-fills edit mode with the row values and remembers the id', () => {
    const state = run([{ type: 'openEdit', id: 'v1', values: { title: 'Intro', premium: true } }]);
    expect(state).toMatchObject({ mode: 'edit', editingId: 'v1', values: { title: 'Intro', premium: true } });
  });

  it('toggles from edit to add without carrying the edited values', () => {
    const state = run([{ type: 'openEdit', id: 'v1', values: { title: 'Intro', premium: true } }, { type: 'openAdd' }]);
    expect(state).toMatchObject({ mode: 'add', editingId: null, values: empty });
  });

  it('clears every field when closed, so reopening add is blank', () => {
    const state = run([{ type: 'openAdd' }, { type: 'change', field: 'title', value: 'Draft' }, { type: 'close' }, { type: 'openAdd' }]);
    expect(state.values).toEqual(empty);
  });

  it('ignores edits while closed', () => {
    const state = run([{ type: 'change', field: 'title', value: 'x' }]);
    expect(state).toEqual(closedForm(empty));
  });

  it('drops the error of a field once it is changed', () => {
    const state = run([
      { type: 'openAdd' },
      { type: 'invalid', errors: { title: 'dashboard.form.required' } },
      { type: 'change', field: 'title', value: 'Fixed' },
    ]);
    expect(state.errors).toEqual({});
    expect(state.values.title).toBe('Fixed');
  });

  it('is pending between submit and failure, and keeps the values on failure', () => {
    const pending = run([{ type: 'openAdd' }, { type: 'change', field: 'title', value: 'Keep' }, { type: 'submitStart' }]);
    expect(pending.pending).toBe(true);
    const failed = entityFormReducer(pending, { type: 'submitFailed' }, empty);
    expect(failed).toMatchObject({ mode: 'add', pending: false, values: { title: 'Keep' } });
  });
});

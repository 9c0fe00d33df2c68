// One state machine for every dashboard manager's add/edit form (videos, prompts, tools, topics,
// newsletters): SPEC 4 "Admin forms toggle between add and edit mode, edit pre-fills the form,
// closing a form clears its fields". Kept pure so the rules are unit-tested without a DOM.

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export type EntityFormState<V> =
  | { mode: 'closed'; values: V; editingId: null; errors: FieldErrors<V>; pending: false }
  | { mode: 'add'; values: V; editingId: null; errors: FieldErrors<V>; pending: boolean }
  | { mode: 'edit'; values: V; editingId: string; errors: FieldErrors<V>; pending: boolean };

export type EntityFormAction<V> =
  | { type: 'openAdd' }
  | { type: 'openEdit'; id: string; values: V }
  | { type: 'change'; field: keyof V & string; value: V[keyof V] }
  | { type: 'invalid'; errors: FieldErrors<V> }
  | { type: 'submitStart' }
  | { type: 'submitFailed' }
  | { type: 'close' };

export function closedForm<V>(empty: V): EntityFormState<V> {
  return { mode: 'closed', values: empty, editingId: null, errors: {}, pending: false };
}

export function entityFormReducer<V>(state: EntityFormState<V>, action: EntityFormAction<V>, empty: V): EntityFormState<V> {
  switch (action.type) {
    case 'openAdd':
      // Opening "add" while editing starts from a blank form: edit values never leak into a new row.
      return { mode: 'add', values: empty, editingId: null, errors: {}, pending: false };
    case 'openEdit':
      return { mode: 'edit', values: { ...empty, ...action.values }, editingId: action.id, errors: {}, pending: false };
    case 'change': {
      if (state.mode === 'closed') return state;
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'invalid':
      return state.mode === 'closed' ? state : { ...state, errors: action.errors, pending: false };
    case 'submitStart':
      return state.mode === 'closed' ? state : { ...state, errors: {}, pending: true };
    case 'submitFailed':
      return state.mode === 'closed' ? state : { ...state, pending: false };
    case 'close':
      return closedForm(empty);
  }
}

export function hasErrors<V>(errors: FieldErrors<V>): boolean {
  return Object.values(errors).some(Boolean);
}

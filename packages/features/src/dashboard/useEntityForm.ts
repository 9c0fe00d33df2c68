import { useCallback, useReducer } from 'react';
import {
  closedForm,
  entityFormReducer,
  hasErrors,
  type EntityFormAction,
  type EntityFormState,
  type FieldErrors,
} from './model/entityForm.ts';

export type EntityForm<V> = {
  state: EntityFormState<V>;
  isOpen: boolean;
  openAdd: () => void;
  openEdit: (id: string, values: V) => void;
  setField: <K extends keyof V & string>(field: K, value: V[K]) => void;
  close: () => void;
  /** Validates, then saves; `save` returns whether it worked (it shows its own toast), or the fields the server refused. */
  submit: () => Promise<void>;
};

/**
 * The one form hook of every dashboard manager: add/edit toggle, pre-fill on edit, cleared on
 * close, inline field errors, pending state. `empty` must be a stable (module-level) value.
 */
export function useEntityForm<V>(options: {
  empty: V;
  validate: (values: V) => FieldErrors<V>;
  save: (values: V, editingId: string | null) => Promise<boolean | FieldErrors<V>>;
}): EntityForm<V> {
  const { empty, validate, save } = options;
  const [state, dispatch] = useReducer(
    (s: EntityFormState<V>, a: EntityFormAction<V>) => entityFormReducer(s, a, empty),
    empty,
    closedForm,
  );

  const openAdd = useCallback(() => dispatch({ type: 'openAdd' }), []);
  const openEdit = useCallback((id: string, values: V) => dispatch({ type: 'openEdit', id, values }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const setField = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => dispatch({ type: 'change', field, value }), []);

  const submit = async () => {
    if (state.mode === 'closed' || state.pending) return;
    const errors = validate(state.values);
    if (hasErrors(errors)) {
      dispatch({ type: 'invalid', errors });
      return;
    }
    dispatch({ type: 'submitStart' });
    const saved = await save(state.values, state.editingId);
    // A refusal about a field (a slug already taken) keeps the form open with the message at that field.
    dispatch(saved === true ? { type: 'close' } : saved === false ? { type: 'submitFailed' } : { type: 'invalid', errors: saved });
  };

  return { state, isOpen: state.mode !== 'closed', openAdd, openEdit, setField, close, submit };
}

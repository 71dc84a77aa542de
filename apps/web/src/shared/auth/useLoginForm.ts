import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '../../i18n/core';
import { textRules } from '../../components/textRules';

interface Rules {
  required?: boolean;
  maxLength?: number;
}

/**
 * The login forms' state, without a form library: the login page then does not download one. It
 * keeps the rules of our other forms (components/FormTextField.tsx): fields are checked when the
 * form is sent, then again as each one changes; a refused send focuses the first field in error.
 */
export function useLoginForm<V extends { [K in keyof V]: string | boolean }>(initial: V) {
  const { t } = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const sent = useRef(false);
  // In the order the fields render: the first one in error gets the focus.
  const rules = useRef(new Map<keyof V, Rules>());
  const inputs = useRef(new Map<keyof V, HTMLInputElement | null>());

  const check = (name: keyof V, value: unknown): string | undefined => {
    const result = textRules(t, rules.current.get(name) ?? {}).validate(value);
    return result === true ? undefined : result;
  };

  /** The props of a text field (TextField or PasswordField) bound to `name`. */
  const text = (name: keyof V & string, fieldRules: Rules) => {
    rules.current.set(name, fieldRules);
    return {
      name,
      value: values[name] as string,
      required: fieldRules.required,
      error: Boolean(errors[name]),
      helperText: errors[name],
      inputRef: (input: HTMLInputElement | null) => void inputs.current.set(name, input),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const value = event.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        if (sent.current) setErrors((e) => ({ ...e, [name]: check(name, value) }));
      },
      slotProps: { htmlInput: { maxLength: fieldRules.maxLength } },
    };
  };

  /** The props of a checkbox bound to the boolean `name`. */
  const checkbox = (name: keyof V & string) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const checked = event.target.checked;
      setValues((v) => ({ ...v, [name]: checked }));
    },
  });

  const handleSubmit = (send: (values: V) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    sent.current = true;
    const found: Partial<Record<keyof V, string>> = {};
    for (const name of rules.current.keys()) found[name] = check(name, values[name]);
    setErrors(found);
    const first = [...rules.current.keys()].find((name) => found[name]);
    if (first !== undefined) {
      inputs.current.get(first)?.focus();
      return;
    }
    await send(values);
  };

  return { text, checkbox, handleSubmit };
}

/** Which events an endpoint receives: none ticked means every type. */
import { useId } from 'preact/compat';
import { SUBSCRIBABLE } from '../event-types.js';

export function EventTypePicker(props: { chosen?: string[] }) {
  const id = useId();
  return (
    <fieldset className="types">
      <legend id={id}>Event types (none ticked: every type)</legend>
      {SUBSCRIBABLE.map((type) => (
        <label key={type}>
          <input
            type="checkbox"
            name="event_types"
            value={type}
            defaultChecked={props.chosen?.includes(type)}
          />{' '}
          {type}
        </label>
      ))}
    </fieldset>
  );
}

export const chosenTypes = (form: FormData) =>
  form.getAll('event_types').map(String) as typeof SUBSCRIBABLE;

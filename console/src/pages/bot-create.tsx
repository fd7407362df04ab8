/** Send a bot to a meeting (POST /bots), once: the form's idempotency key survives a resubmit. */
import { useState, type FormEvent } from 'preact/compat';
import { useLocation } from 'wouter-preact';
import { call, idempotencyKey, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { ErrorNote, Field, Options, Page } from '../ui.js';
import { TeamChoice, useTeams } from './teams-data.js';

const RECORDING_MODES = ['speaker_view', 'gallery_view', 'audio_only'];

export function BotCreate() {
  const { client, isAdmin, me } = useSession();
  const [, navigate] = useLocation();
  const teams = useTeams();
  const [requestKey] = useState(idempotencyKey);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const body: Schemas['BotCreateDto'] = {
      meeting_url: text('meeting_url') ?? '',
      bot_name: text('bot_name'),
      entry_message: text('entry_message'),
      recording_mode: text('recording_mode') as Schemas['BotCreateDto']['recording_mode'],
      team_id: text('team_id'),
    };
    setBusy(true);
    setError(null);
    try {
      const bot = await call(
        client.POST('/bots', { body, params: { header: { 'Idempotency-Key': requestKey } } }),
      );
      navigate(`/bots/${bot.id}`);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };

  return (
    <Page title="Send a bot">
      <form onSubmit={submit} className="card stack">
        <Field label="Meeting URL" hint="Google Meet, Zoom or Microsoft Teams">
          {(id) => <input id={id} name="meeting_url" type="url" required />}
        </Field>
        <Field label="Bot name" hint="Shown to the meeting's participants">
          {(id) => <input id={id} name="bot_name" maxLength={100} />}
        </Field>
        <Field label="Entry message" hint="Posted in the meeting's chat as the bot joins">
          {(id) => <input id={id} name="entry_message" maxLength={500} />}
        </Field>
        <Field label="Recording mode">
          {(id) => (
            <select id={id} name="recording_mode" defaultValue="">
              <option value="">The vendor's default</option>
              <Options values={RECORDING_MODES} />
            </select>
          )}
        </Field>
        {isAdmin && !me.team_id ? <TeamChoice teams={teams.data} /> : null}
        <ErrorNote error={error} />
        <div className="actions">
          <button type="submit" disabled={busy}>
            Send the bot
          </button>
        </div>
      </form>
    </Page>
  );
}

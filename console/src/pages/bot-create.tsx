/**
 * Send a bot to a meeting (POST /bots), once: the form's idempotency key survives a resubmit.
 * What a person sets: its name and message, when it joins, when it leaves on its own, and how
 * the meeting is transcribed (the team's defaults apply to what is left empty).
 */
import { useState, type FormEvent } from 'preact/compat';
import { useLocation } from 'wouter-preact';
import { call, idempotencyKey, type Schemas } from '../api.js';
import { useSession } from '../session.js';
import { ErrorNote, Field, Options, Page } from '../ui.js';
import { TeamChoice, useTeams } from './teams-data.js';

const RECORDING_MODES = ['speaker_view', 'gallery_view', 'audio_only'];
const SUMMARIES = ['general', 'bullet_points', 'concise'];

/** A list typed with commas (or one per line), without the empty items. */
const listOf = (value: string | undefined): string[] | undefined => {
  const items = (value ?? '')
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
};

/** Lines typed, without the empty ones (questions may hold commas). */
const linesOf = (value: string): string[] | undefined => {
  const lines = value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length ? lines : undefined;
};

type Transcription = NonNullable<Schemas['BotCreateDto']['transcription']>;

/** The form's transcription options; undefined when none is set. */
function transcriptionOf(text: (name: string) => string | undefined, form: FormData) {
  const targets = listOf(text('translate_to'));
  const options: Transcription = {
    languages: listOf(text('languages')),
    vocabulary: listOf(text('vocabulary')),
    summary: text('summary') as Transcription['summary'],
    chapters: form.get('chapters') === 'on' || undefined,
    entities: form.get('entities') === 'on' || undefined,
    sentiment: form.get('sentiment') === 'on' || undefined,
    translation: targets ? { target_languages: targets } : undefined,
    prompts: linesOf(String(form.get('prompts') ?? '')),
  };
  const set = Object.entries(options).filter(([, value]) => value !== undefined);
  return set.length ? (Object.fromEntries(set) as Transcription) : undefined;
}

/** Seconds from a number field, undefined when empty. */
const seconds = (value: string | undefined) => (value ? Number(value) : undefined);

/** The leave timeouts set; undefined when none is. */
function leave(text: (name: string) => string | undefined) {
  const timeouts = {
    noone_joined_timeout: seconds(text('noone_joined_timeout')),
    silence_timeout: seconds(text('silence_timeout')),
    waiting_room_timeout: seconds(text('waiting_room_timeout')),
  };
  const set = Object.entries(timeouts).filter(([, value]) => value !== undefined);
  return set.length ? Object.fromEntries(set) : undefined;
}

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
      title: text('title'),
      entry_message: text('entry_message'),
      recording_mode: text('recording_mode') as Schemas['BotCreateDto']['recording_mode'],
      start_time: text('start_time')
        ? Math.floor(new Date(text('start_time')!).getTime() / 1000)
        : undefined,
      automatic_leave: leave(text),
      transcription: transcriptionOf(text, form),
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
        <Field label="Title" hint="The meeting's title in your lists and searches only">
          {(id) => <input id={id} name="title" maxLength={200} />}
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
        <Field label="Join at" hint="Empty: now">
          {(id) => <input id={id} name="start_time" type="datetime-local" />}
        </Field>
        <fieldset>
          <legend>Leave on its own after (seconds)</legend>
          <Field label="No one joined">
            {(id) => (
              <input id={id} name="noone_joined_timeout" type="number" min={0} max={86400} />
            )}
          </Field>
          <Field label="Silence">
            {(id) => <input id={id} name="silence_timeout" type="number" min={0} max={86400} />}
          </Field>
          <Field label="In the waiting room">
            {(id) => (
              <input id={id} name="waiting_room_timeout" type="number" min={0} max={86400} />
            )}
          </Field>
        </fieldset>
        <fieldset>
          <legend>Transcription (empty: the team's defaults)</legend>
          <Field label="Languages" hint="Codes, comma-separated: one fixes it, several switch">
            {(id) => <input id={id} name="languages" placeholder="en, fr" />}
          </Field>
          <Field label="Vocabulary" hint="Words the model should expect, comma-separated">
            {(id) => <input id={id} name="vocabulary" />}
          </Field>
          <Field label="Summary">
            {(id) => (
              <select id={id} name="summary" defaultValue="">
                <option value="">None</option>
                <Options values={SUMMARIES} />
              </select>
            )}
          </Field>
          <label>
            <input type="checkbox" name="chapters" /> Chapters
          </label>
          <label>
            <input type="checkbox" name="entities" /> Named entities
          </label>
          <label>
            <input type="checkbox" name="sentiment" /> Sentiment
          </label>
          <Field label="Translate into" hint="Language codes, comma-separated">
            {(id) => <input id={id} name="translate_to" placeholder="fr" />}
          </Field>
          <Field label="Questions to answer" hint="One per line, at most 10">
            {(id) => <textarea id={id} name="prompts" rows={3} />}
          </Field>
        </fieldset>
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

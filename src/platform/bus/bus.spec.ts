import { Bus } from './bus.js';

declare module './bus.js' {
  interface BusEvents {
    'test.said': [word: string];
  }
  interface BusQuestions {
    'test.owner': [[item: string], string];
  }
}

describe('Bus', () => {
  it('calls listeners synchronously in the order they were added', () => {
    const bus = new Bus();
    const heard: string[] = [];
    bus.on('test.said', (word) => heard.push(`first ${word}`));
    bus.on('test.said', (word) => heard.push(`second ${word}`));
    bus.emit('test.said', 'hello');
    expect(heard).toEqual(['first hello', 'second hello']);
  });

  it('asks answerers one at a time until one answers, and answers null when none does', async () => {
    const bus = new Bus();
    const asked: string[] = [];
    expect(await bus.ask('test.owner', 'a')).toBeNull();
    bus.answer('test.owner', async (item) => {
      asked.push(`calendars ${item}`);
      return item === 'meeting' ? 'calendars' : null;
    });
    bus.answer('test.owner', async (item) => {
      asked.push(`other ${item}`);
      return 'other';
    });
    expect(await bus.ask('test.owner', 'meeting')).toBe('calendars');
    expect(await bus.ask('test.owner', 'bot')).toBe('other');
    expect(asked).toEqual(['calendars meeting', 'calendars bot', 'other bot']);
  });
});

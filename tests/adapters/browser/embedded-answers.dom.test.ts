import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_ANSWERS_ID,
  readEmbeddedAnswers,
} from '../../../src/adapters/browser/embedded-answers.dom';

const pageWith = (text: string | null) => ({
  getElementById: (id: string) =>
    id === EMBEDDED_ANSWERS_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
});

describe('reading the answers the server embedded in the page', () => {
  it('reads the JSON object of the embedded-answers script', () => {
    const answers = readEmbeddedAnswers(
      pageWith('{"api/v1/singles/sticky-bar-cta":{"isEnabled":true}}'),
    );
    expect(answers.take('api/v1/singles/sticky-bar-cta')).toEqual({ isEnabled: true });
    expect(answers.take('api/v1/singles/sticky-bar-cta')).toBeUndefined();
  });

  it('has none without the element, with broken JSON or with JSON that is not an object', () => {
    for (const text of [null, '', '{"api/v1/x": ', '[1,2]', '"text"', 'null']) {
      expect(readEmbeddedAnswers(pageWith(text)).take('api/v1/x'), String(text)).toBeUndefined();
    }
    expect(readEmbeddedAnswers(undefined).take('api/v1/x')).toBeUndefined();
  });

  it('are used only within 10 s of reading the page', () => {
    let now = 1_000;
    const answers = readEmbeddedAnswers(pageWith('{"a":1,"b":2}'), () => now);
    now += 9_999;
    expect(answers.take('a')).toBe(1);
    now += 1;
    expect(answers.take('b')).toBeUndefined();
  });
});

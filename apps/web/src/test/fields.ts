import { expect } from 'vitest';

/** The field is marked invalid and described by a shown message with exactly `message`. */
export function expectFieldError(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const texts = ids.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain(message);
}

/** The field carries no message. */
export function expectFieldValid(field: HTMLElement) {
  expect(field.getAttribute('aria-invalid')).toBeNull();
}

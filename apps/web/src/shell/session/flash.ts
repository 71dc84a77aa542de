/**
 * The message shown as a warning on the landing page after a forced logout
 * (spec part 1 §2: "A stored base_error message is shown as a warning").
 */
const FLASH_KEY = 'base_error';

export function setFlashMessage(message: string) {
  try {
    localStorage.setItem(FLASH_KEY, message);
  } catch {
    // storage unavailable: the message is lost, the logout still happens
  }
}

/** Reads and forgets the stored message. */
export function takeFlashMessage(): string | null {
  try {
    const message = localStorage.getItem(FLASH_KEY);
    localStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}

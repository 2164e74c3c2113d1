/**
 * Text messages to phone numbers. No provider is wired yet; a deployment adds one here (Twilio,
 * Vonage...) behind this interface, and until then phone codes go to the server log.
 */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/** The configured SMS provider, or null when none is. */
export function createSmsProvider(_env: Record<string, string | undefined> = {}): SmsProvider | null {
  return null;
}

/** An error with an HTTP status and a message a person understands, sent as the API's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The API's error body: `{ message, errors: { field: [messages] } }`. */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** How long a client is told to wait (Retry-After) while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

// Test helper: the ApiError of the mocked @portal/api, so `instanceof` holds in the code under test.
export class ApiError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

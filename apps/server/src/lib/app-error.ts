import { ErrorCode, type ErrorCodeName, type ErrorParams, errorKeys } from '@wayfare/contracts';

/**
 * A business failure: leaves the server as `{ status: <code>, data: null, msg: <i18n key> }` with HTTP 200
 * (or `httpStatus` for transport-level failures such as bad JSON or overload).
 */
export class AppError extends Error {
  readonly status: number;
  readonly key: string;
  constructor(
    readonly code: ErrorCodeName,
    readonly params?: ErrorParams,
    readonly httpStatus = 200,
  ) {
    super(code);
    this.status = ErrorCode[code];
    this.key = errorKeys[code];
  }
}

export const fail = (code: ErrorCodeName, params?: ErrorParams): never => {
  throw new AppError(code, params);
};

export function errorBody(err: AppError) {
  return {
    status: err.status,
    data: null,
    msg: err.key,
    ...(err.params ? { params: err.params } : {}),
  };
}

/**
 * A start-up that cannot go on for a reason the operator can fix (a setting, a busy port or
 * folder): its message is the one line printed, and it names the setting.
 */
export class StartupError extends Error {}

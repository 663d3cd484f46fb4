export * from './create-report-schedule.ts';
export * from './delete-report-schedule.ts';
export * from './list-report-schedules.ts';
export * from './model.ts';
export * from './report-schedule-recipients.ts';
export * from './update-report-schedule.ts';

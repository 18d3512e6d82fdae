/** An instant as the console shows times: UTC to the minute, 'YYYY-MM-DD HH:MM'. */
export const utcMinute = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

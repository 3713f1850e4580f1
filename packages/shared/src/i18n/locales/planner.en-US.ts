/** The planner: validation, import errors, notices, angles, exports — en-US. The Planner screen's texts join here. */
export const plannerEnUS = {
  validation: {
    startDateInvalid: 'Pick a start date (YYYY-MM-DD).',
    startDateOutOfRange: 'Pick a start date from today up to a year ahead.',
    dateOutOfRange: 'Pick a date from today up to a year ahead.',
    exportNetworkRequired: 'Hootsuite takes one network per file: pick the network to export.',
    daysInvalid: 'Plan from 1 to 14 days.',
    postsPerDayInvalid: 'Plan from 1 to 3 posts a day.',
    timeInvalid: 'Write the time as HH:MM (24 hours).',
    postTextRequired: 'The post cannot be empty.',
    postTextTooLong: 'The post is too long.',
    postTextInvalid: 'The post contains characters that are not allowed (control characters).',
    patchEmpty: 'Change the text, the date or the time.',
    csvRequired: 'Add a CSV file with the columns date, network and brief.',
  },
  rules: {
    empty: 'The post cannot be empty.',
    tooLong: 'This post is too long for {{network}}: {{length}} of at most {{max}}.',
    emojisOff: 'This campaign was written without emojis: remove them from the post.',
    hashtagsOff: 'This campaign was written without hashtags: remove them from the post.',
    tooManyHashtags: '{{network}} takes at most {{max}} hashtags in a post.',
    forbiddenCharacter: '{{network}} does not accept some characters in this post (such as < or >).',
  },
  import: {
    malformed:
      'Row {{row}}: the CSV cannot be read from here (a quote that is not closed, or a stray quote).',
    headerInvalid: 'The first row must be the header: date,network,brief.',
    empty: 'The file has no rows under its header.',
    tooManyRows: 'Up to {{max}} rows can be imported at once; this file has {{count}}.',
    columns: 'Row {{row}}: expected 3 columns (date, network, brief) and found {{count}}.',
    dateInvalid: 'Row {{row}}, column date: write the date as YYYY-MM-DD.',
    dateOutOfRange: 'Row {{row}}, column date: pick a date from today up to a year ahead.',
    networkInvalid:
      'Row {{row}}, column network: use one of instagram, facebook, x, linkedin, tiktok, threads, youtube, pinterest.',
    briefRequired: 'Row {{row}}, column brief: the brief is empty.',
    briefTooLong: 'Row {{row}}, column brief: the brief has more than {{max}} characters.',
    briefInvalid:
      'Row {{row}}, column brief: the brief contains characters that are not allowed (control characters).',
  },
  notices: {
    slotsUnwritten: '{{count}} of {{total}} post slots could not be written; they were not counted.',
  },
  angles: {
    announcement: 'Announcement',
    tip: 'Tip',
    'behind-the-scenes': 'Behind the scenes',
    'social-proof': 'Social proof',
    offer: 'Offer',
    question: 'Question',
    countdown: 'Countdown',
    reminder: 'Reminder',
  },
  calendar: {
    summary: '{{network}} post: {{angle}}',
    alarm: 'Time to post on {{network}}',
  },
};

/** Sessions with a coach: the client's screens, and what every session screen shares (statuses, places). */
export default {
  status: {
    scheduled: 'Awaiting confirmation',
    confirmed: 'Confirmed',
    in_progress: 'In progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
    no_show: 'No-show',
  },
  location: {
    video_call: 'Video call',
    phone: 'Phone',
    in_person: 'In person',
  },
};

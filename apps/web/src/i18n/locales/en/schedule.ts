/** The coach's sessions and schedule screens. */
export default {
  title: 'Sessions',
};

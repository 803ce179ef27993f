/** The password change card (spec section 5), on the coach's and the client's settings pages. */
export default {
  title: 'Change Password',
  hint: 'Every other device you are signed in on is signed out.',
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm new password',
  submit: 'Change Password',
};

/** The admin's own profile, /admin/profile (spec section 2); the title comes from the shell, the password card from password-change. */
export default {
  subtitle: 'Your details as other admins and the audit log show them, and your password.',
  roles: { admin: 'Administrator', coach: 'Coach', client: 'Client' },
  actions: {
    edit: 'Edit Profile',
    cancel: 'Cancel',
    save: 'Save Changes',
  },
  personal: {
    title: 'Personal Information',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    bio: 'Bio',
    timezone: 'Timezone',
    notSet: 'Not set',
  },
};

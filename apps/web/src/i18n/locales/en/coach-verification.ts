/** A coach's verification (issue 20): the card on /coach/profile and the banner on /coach; the server's texts are the contract's (messages:coachVerification). */
export default {
  card: {
    title: 'Coach verification',
    description: 'An administrator checks your certifications and experience before you invite and take clients.',
    loading: 'Loading your verification',
    loadFailed: 'Your verification could not be loaded.',
    tryAgain: 'Try again',
    failed: 'Your certifications could not be sent. Please try again.',
  },
  states: {
    toSubmit: 'Submit your certifications and years of experience: an administrator verifies them before you can invite and take clients.',
    waiting: 'Sent {{date}}: waiting for an administrator to verify your account. You can still correct what you sent.',
    declined: 'Your account was not verified. The administrator wrote: “{{reason}}”. Correct your certifications and submit them again.',
    declinedNoReason: 'Your account was not verified. Correct your certifications and submit them again.',
    verified: 'Your coach account is verified: you can invite and take clients.',
    verifiedOn: 'Verified {{date}}.',
  },
  form: {
    certifications: 'Certifications',
    certification: 'Certification {{number}}',
    name: 'Name',
    issuer: 'Issued by',
    year: 'Year',
    add: 'Add a certification',
    remove: 'Remove certification {{number}}',
    experience: 'Years of coaching experience',
    submit: 'Submit for verification',
    resubmit: 'Submit again',
    update: 'Send the changes',
  },
  submitted: {
    title: 'What you sent',
    experience_one: '{{count}} year of experience',
    experience_other: '{{count}} years of experience',
    certification: '{{name}}, {{issuer}} ({{year}})',
  },
  banner: {
    toSubmit: 'Your coach account is not verified yet. Submit your certifications so that you can invite clients.',
    waiting: 'Your coach account is waiting for an administrator to verify it. You can invite clients once it is verified.',
    declined: 'Your coach account was not verified. Read why and submit your certifications again.',
    open: 'Open my verification',
  },
} as const;

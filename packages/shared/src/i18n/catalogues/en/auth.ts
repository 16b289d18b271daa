// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** Login and registration. */
const auth = {
  'login.title': 'Login',
  'login.description': 'Log in to your Dawa account to see your orders, prescriptions and settings.',
  'login.subtitle': 'Welcome back to Dawa.',
  'login.failed': 'Login failed',
  'login.email': 'Email',
  'login.password': 'Password',
  'login.verify': 'Verify my email',
  'login.submit': 'Login',
  'login.busy': 'Logging in...',
  'login.forgot': 'Forgot password?',
  'login.new': 'New to Dawa?',
  'login.register': 'Register',
  'loggedIn.title': 'You are logged in',
  'loggedIn.description': 'You are already logged in to Dawa.',
  'loggedIn.account': 'My Account',
  'loggedIn.logout': 'Logout',
  'register.title': 'Create Account',
  'register.description': 'Create a Dawa account to order medicines, keep prescriptions and book doctors.',
  'register.subtitle': 'It takes a minute. We will e-mail you a code to verify your address.',
  'register.firstName': 'First Name',
  'register.lastName': 'Last Name',
  'register.email': 'Email',
  'register.phone': 'Phone (optional)',
  'register.countryCode': 'Country code',
  'register.phoneNumber': 'Phone number',
  'register.failed': 'Registration failed',
  'register.submit': 'Create Account',
  'register.busy': 'Creating Account...',
  'register.haveAccount': 'Already have an account?',
  'register.login': 'Login',
  'password.label': 'Password',
  'password.confirm': 'Confirm Password',
} as const satisfies Catalogue;

export default auth;

declare module '../../namespaces.ts' {
  interface Namespaces {
    auth: typeof auth;
  }
}

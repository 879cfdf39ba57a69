/** Where readers write for help; shown in the footer and anywhere a screen offers contact. */
export const SUPPORT_EMAIL = 'support@muster.example';

/** The display-name rule of §2 'Account area': first and last name, else either one, else the e-mail before the @. */
export const displayName = (person: { firstname: string; lastname: string; email: string }): string => {
  const name = [person.firstname.trim(), person.lastname.trim()].filter((part) => part !== '').join(' ');
  return name !== '' ? name : (person.email.split('@')[0] ?? person.email);
};

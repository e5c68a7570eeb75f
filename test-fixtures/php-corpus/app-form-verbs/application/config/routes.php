<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Forms with one URI per verb, built from lists of verbs and lower-cased method names.
$route['default_controller'] = 'forms';
$forms = array('contact', 'newsletter');
$verbs = array('GET', 'POST');
foreach ($forms as $form) {
    foreach ($verbs as $verb) {
        $route[$form][$verb] = 'forms/' . $form . '_' . strtolower($verb);
    }
}
$route['webhook/(:any)']['POST'] = 'hooks/receive/$1';
$route['webhook/(:any)']['GET'] = 'errors/method_not_allowed';
$route['upload'] = array('POST' => 'files/store', 'PUT' => 'files/store');

<?php

use CodeIgniter\Router\RouteCollection;

/**
 * @var RouteCollection $routes
 */
$routes->get('/', 'Home::getIndex');
$routes->get('registered', 'Registered::getIndex');
$routes->cli('tasks/run', 'Tasks::cliRun');
$routes->add('any-verb', 'Wildcard::getIndex');
